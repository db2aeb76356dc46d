/** The detail select of a medication: the spec's nested select of pedbook_medications (part 2 §3:
 * categories, use cases with dosages, tags) extended with the dose-model columns (issue #14) and
 * the presentations, each dose row with its documentary verification record (issue #37). Shared by the online query and the offline dataset, so a medication read
 * offline has every field its dose calculation needs. */
export const MEDICATION_SELECT = [
  'id, name, slug, description, brands, contraindications, guidelines, scientific_references',
  'pedbook_medication_categories(id, name)',
  'pedbook_medication_use_cases(id, name, description, display_order, pedbook_medication_dosages(id, name, dosage_template, summary, age_group, medication_id, source, display_order))',
  'pedbook_medication_tags(id, name, multiplier, max_value, type, start_month, end_month, start_weight, end_weight, round_result, is_user_medication, '
    + 'unit, min_value, daily_max_per_kg, daily_max_value, interval_hours, doses_per_day, route, duration, label, not_indicated, not_indicated_reason, '
    + 'source, status, reviewed_at, reviewed_by, display_order, rate_limit, '
    + 'pedbook_dose_verifications(level, document, location, url, checked_on, statement, searched, note, stale))',
  'pedbook_medication_presentations(id, form, label, amount, amount_unit, volume_ml, drops_per_ml, routes, is_default, display_order, source, '
    + 'start_month, end_month, max_daily_per_kg)',
].join(', ');

"""Rows of seeds/who_growth/who_growth_lms_all.csv the plausibility tests need (the sampled growth fixture
lacks whole-month runs): WHO 2007 BMI-for-age and weight-for-age, every month, and WHO 2006 weight-for-age,
every day. Also the growth rows the screens' component tests read (src/test/who-growth-db.ts). Run from frontend/:
python3 src/clinical/__fixtures__/generate_plausibility_fixture.py"""
import csv, json
keep = []
for r in csv.DictReader(open('../seeds/who_growth/who_growth_lms_all.csv')):
    x = float(r['x'])
    if r['reference'] == 'WHO_2007_REF' and r['indicator'] in ('bmi_for_age', 'weight_for_age'):
        pass
    elif r['reference'] == 'WHO_2006_CGS' and r['indicator'] == 'weight_for_age':
        pass
    else:
        continue
    keep.append([r['reference'], r['indicator'], int(r['sex']), x, float(r['l']), float(r['m']), float(r['s'])])
json.dump({'source': 'seeds/who_growth/who_growth_lms_all.csv', 'columns': ['reference', 'indicator', 'sex', 'x', 'l', 'm', 's'], 'rows': keep},
          open('src/clinical/__fixtures__/who-plausibility-rows.json', 'w'), separators=(',', ':'))
print(len(keep))

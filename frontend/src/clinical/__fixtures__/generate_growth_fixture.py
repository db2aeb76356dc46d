#!/usr/bin/env python3
"""Generates who-growth-cases.json: expected WHO z-scores computed here, independently of the
TypeScript package, from the WHO LMS CSV (seeds/who_growth/who_growth_lms_all.csv, identical to
shared/data/who_growth/who_growth_lms_all.csv). Only the LMS rows the cases use are written.

Rules (reference.md §1.2–1.4 and §0; WHO anthro/anthroplus): z = ((y/M)^L − 1)/(L·S); restricted LMS
beyond ±3 SD for weight-for-age, weight-for-length/height, BMI, arm circumference and skinfolds (WHO 2007:
weight-for-age and BMI); days rounded half-up, exact row; months and 0.1-cm rows interpolated linearly;
WHO 2007 60 ≤ months < 61 uses the 61-month row; z rounded to 2 decimals; percentile = Φ(unrounded z)
to 1 decimal (computed with math.erfc); implausible flags on the rounded z.

Usage: python3 generate_growth_fixture.py [path/to/who_growth_lms_all.csv]
"""
import csv, json, math, os, sys

HERE = os.path.dirname(os.path.abspath(__file__))
CSV = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, '../../../../seeds/who_growth/who_growth_lms_all.csv')

tables = {}
for r in csv.DictReader(open(CSV)):
    key = (r['reference'], r['indicator'], int(r['sex']), r['measure_position'] or None)
    tables.setdefault(key, {})[float(r['x'])] = (float(r['l']), float(r['m']), float(r['s']))

RESTRICTED = {
    'WHO_2006_CGS': {'weight_for_age', 'weight_for_length', 'weight_for_height', 'bmi_for_age',
                     'arm_circumference_for_age', 'triceps_skinfold_for_age', 'subscapular_skinfold_for_age'},
    'WHO_2007_REF': {'weight_for_age', 'bmi_for_age'},
}
used = {}  # key -> set of x

def use(key, x):
    used.setdefault(key, set()).add(x)

def lms_at(key, ref, ind, x):
    t = tables[key]
    if ref == 'WHO_2006_CGS' and ind not in ('weight_for_length', 'weight_for_height'):
        d = math.floor(x + 0.5)
        use(key, float(d))
        return t[float(d)]
    if ref == 'WHO_2007_REF':
        if 60 <= x < 61:
            x = 61.0
        lo = math.floor(x + 1e-9)
        f = x - lo
        if f < 1e-9:
            use(key, float(lo)); return t[float(lo)]
        a, b = t[float(lo)], t[float(lo + 1)]
        use(key, float(lo)); use(key, float(lo + 1))
        return tuple(a[i] + f * (b[i] - a[i]) for i in range(3))
    # 0.1 cm rows
    tenth = math.floor(x * 10 + 1e-9)
    f = x * 10 - tenth
    lo = round(tenth / 10, 1)
    if f < 1e-9:
        use(key, lo); return t[lo]
    hi = round((tenth + 1) / 10, 1)
    use(key, lo); use(key, hi)
    a, b = t[lo], t[hi]
    return tuple(a[i] + f * (b[i] - a[i]) for i in range(3))

def C(z, l, m, s):
    return m * (1 + l * s * z) ** (1 / l)

def zscore(ref, ind, y, l, m, s):
    z = ((y / m) ** l - 1) / (l * s)
    if ind in RESTRICTED[ref]:
        if z > 3:
            z = 3 + (y - C(3, l, m, s)) / (C(3, l, m, s) - C(2, l, m, s))
        elif z < -3:
            z = -3 + (y - C(-3, l, m, s)) / (C(-2, l, m, s) - C(-3, l, m, s))
    return z

def value_at(ref, ind, zt, l, m, s):
    if ind in RESTRICTED[ref] and zt > 3:
        return C(3, l, m, s) + (zt - 3) * (C(3, l, m, s) - C(2, l, m, s))
    if ind in RESTRICTED[ref] and zt < -3:
        return C(-3, l, m, s) + (zt + 3) * (C(-2, l, m, s) - C(-3, l, m, s))
    return C(zt, l, m, s)

def implausible(ind, z):
    if ind == 'weight_for_age':
        return z < -6 or z > 5
    if ind in ('length_height_for_age', 'height_for_age'):
        return abs(z) > 6
    return abs(z) > 5

def near_half(v, scale):
    t = abs(v) * scale
    return abs(t - math.floor(t) - 0.5) < 1e-6

def r2(z):
    return math.copysign(math.floor(abs(z) * 100 + 0.5), z) / 100 + 0.0

def r1(p):
    return math.floor(p * 10 + 0.5) / 10

def phi(z):
    return 0.5 * math.erfc(-z / math.sqrt(2))

ZT = [-6.3, -4.4, -3.35, -2.5, -1.0, 0.0, 0.45, 1.6, 2.97, 3.8, 5.2, 6.4]
lms_cases = []

def add_lms(ref, ind, sex, pos, x, zts):
    key = (ref, ind, sex, pos)
    for i, zt in enumerate(zts):
        l, m, s = lms_at(key, ref, ind, x)
        y = round(value_at(ref, ind, zt, l, m, s) + 0.0137 * (i % 3 - 1), 3)
        if y <= 0:
            continue
        z = zscore(ref, ind, y, l, m, s)
        if near_half(z, 100) or near_half(phi(z) * 100, 10):
            continue
        zr = r2(z)
        lms_cases.append({'reference': ref, 'indicator': ind, 'sex': sex, 'position': pos, 'x': x, 'value': y,
                          'z': zr, 'percentile': r1(phi(z) * 100), 'implausible': implausible(ind, zr)})

day_inds = ['weight_for_age', 'bmi_for_age', 'head_circumference_for_age', 'arm_circumference_for_age',
            'triceps_skinfold_for_age', 'subscapular_skinfold_for_age']
for sex in (1, 2):
    for ind in day_inds:
        days = [0, 30, 100.5, 364.4, 730, 731, 1500.49, 1826] if 'arm' not in ind and 'skinfold' not in ind else [91, 200.5, 730, 731, 1826]
        for j, d in enumerate(days):
            pos = None
            if ind == 'bmi_for_age':
                pos = 'L' if math.floor(d + 0.5) < 731 else 'H'
            add_lms('WHO_2006_CGS', ind, sex, pos, d, [ZT[(j * 5 + k) % len(ZT)] for k in range(2)])
    for j, d in enumerate([0, 45, 300.5, 730, 731, 1200, 1826]):
        pos = 'L' if math.floor(d + 0.5) < 731 else 'H'
        add_lms('WHO_2006_CGS', 'length_height_for_age', sex, pos, d, [ZT[(j * 3 + k) % len(ZT)] for k in range(2)])
    for j, cm in enumerate([45.0, 45.05, 52.37, 67.3, 80.84, 99.99, 110.0]):
        add_lms('WHO_2006_CGS', 'weight_for_length', sex, 'L', cm, [ZT[(j * 5 + k) % len(ZT)] for k in range(2)])
    for j, cm in enumerate([65.0, 65.04, 87.5, 101.27, 119.91, 120.0]):
        add_lms('WHO_2006_CGS', 'weight_for_height', sex, 'H', cm, [ZT[(j * 5 + k) % len(ZT)] for k in range(2)])
    for ind, months in [('height_for_age', [60.4, 61, 84.5, 133.27, 180, 216, 228]),
                        ('bmi_for_age', [60.0, 61, 95.75, 144.1, 200, 228]),
                        ('weight_for_age', [60.7, 61, 72.3, 100.5, 119.9, 120])]:
        for j, mo in enumerate(months):
            add_lms('WHO_2007_REF', ind, sex, None, mo, [ZT[(j * 5 + k) % len(ZT)] for k in range(2)])

# ---- assessGrowth cases (the same rules, plus the ±0.7 cm rule, BMI and SISVAN labels)
def bmi_label(z, grp):
    labels = ['Magreza acentuada', 'Magreza', 'Eutrofia', 'Risco de sobrepeso', 'Sobrepeso', 'Obesidade'] if grp == '0-5' \
        else ['Magreza acentuada', 'Magreza', 'Eutrofia', 'Sobrepeso', 'Obesidade', 'Obesidade grave']
    if z < -3: return labels[0]
    if z < -2: return labels[1]
    if z <= 1: return labels[2]
    if z <= 2: return labels[3]
    if z <= 3: return labels[4]
    return labels[5]

def height_label(z):
    return 'Muito baixa estatura' if z < -3 else 'Baixa estatura' if z < -2 else 'Estatura adequada'

def weight_label(z):
    return 'Muito baixo peso' if z < -3 else 'Baixo peso' if z < -2 else 'Peso adequado' if z <= 2 else 'Peso elevado'

def head_label(z):
    return 'Abaixo do esperado' if z < -2 else 'Adequado' if z <= 2 else 'Acima do esperado'

def result(ref, ind, sex, pos, x, y, labeler):
    key = (ref, ind, sex, pos)
    l, m, s = lms_at(key, ref, ind, x)
    z = zscore(ref, ind, y, l, m, s)
    zr = r2(z)
    return {'z': zr, 'percentile': r1(phi(z) * 100), 'label': labeler(zr), 'implausible': implausible(ind, zr)}, z

growth_cases = []
children = [
    ('F', 0, 2.0, 46.1, None, 33.0), ('M', 0, 3.3, 49.9, 'lying', 34.5), ('M', 45, 4.1, 54.2, None, 37.1),
    ('F', 200, 7.4, 64.0, 'standing', 42.0), ('M', 365, 9.6, 75.7, 'lying', 46.0), ('F', 500, 5.9, 71.2, None, 43.0),
    ('M', 730, 12.2, 87.1, 'standing', 48.2), ('F', 731, 11.5, 86.9, 'lying', 47.5), ('M', 900, 19.9, 88.0, None, 49.9),
    ('F', 1200, 14.0, 95.3, 'standing', None), ('M', 1826, 18.3, 110.0, 'lying', 50.6), ('F', 1827, 17.9, 109.2, None, None),
    ('M', 1850, 15.1, 104.0, 'standing', None), ('F', 2557, 23.6, 121.9, None, None), ('M', 2557, 21.0, 122.0, None, None),
    ('M', 3652, 31.0, 138.2, 'standing', None), ('F', 3700, 33.0, 139.0, None, None), ('F', 5000, 45.0, 155.0, None, None),
    ('M', 6000, 95.0, 172.0, None, None), ('F', 6300, 38.0, 150.0, None, None), ('M', 2000, 12.0, 130.0, None, None),
    ('F', 100, 3.0, 60.0, None, None), ('M', 20, 1.2, 40.0, None, None),
]
# plus 60 pseudo-random children (fixed seed): decimal ages, every position, both references
import random
rng = random.Random(13)
for _ in range(60):
    sexc = rng.choice('MF')
    age = rng.choice([rng.randint(0, 1826), round(rng.uniform(0, 1826), 2), round(rng.uniform(1827, 6575), 1)])
    if age <= 1826.4:
        mlen = tables[('WHO_2006_CGS', 'length_height_for_age', 1 if sexc == 'M' else 2, 'L' if math.floor(age + 0.5) < 731 else 'H')][float(math.floor(age + 0.5))][1]
        mwt = tables[('WHO_2006_CGS', 'weight_for_age', 1 if sexc == 'M' else 2, None)][float(math.floor(age + 0.5))][1]
        head = round(30 + 20 * math.log1p(age / 365) / math.log1p(5) * rng.uniform(0.9, 1.1), 1)
    else:
        mlen = 110 + (age - 1827) / (6575 - 1827) * 60
        mwt = 18 * (mlen / 100) ** 2
        head = None
    ln = round(mlen * rng.uniform(0.8, 1.2), 1)
    w = round(mwt * rng.uniform(0.5, 2.2), 2)
    children.append((sexc, age, w, max(ln, 38.0), rng.choice([None, 'lying', 'standing']), head))
for sexc, age, w, ln, measured, head in children:
    sex = 1 if sexc == 'M' else 2
    d = math.floor(age + 0.5)
    adj = ln
    if d < 731 and measured == 'standing': adj = ln + 0.7
    if d >= 731 and measured == 'lying': adj = ln - 0.7
    exp = {}
    if d <= 1826:
        ref = 'WHO_2006_CGS'; pos = 'L' if d < 731 else 'H'
        exp['weightForAge'], _ = result(ref, 'weight_for_age', sex, None, d, w, weight_label)
        r, _ = result(ref, 'length_height_for_age', sex, pos, d, adj, height_label)
        if measured == 'standing' and age / 30.4375 < 9:
            r['implausible'] = True
        exp['lengthForAge'] = r
        ind = 'weight_for_length' if d < 731 else 'weight_for_height'
        lo, hi = (45, 110) if d < 731 else (65, 120)
        if lo <= adj <= hi:
            exp['weightForLength'], _ = result(ref, ind, sex, pos, adj, w, lambda z: bmi_label(z, '0-5'))
        bmi = w / (adj / 100) ** 2
        r, _ = result(ref, 'bmi_for_age', sex, pos, d, bmi, lambda z: bmi_label(z, '0-5'))
        r['bmi'] = math.floor(bmi * 100 + 0.5) / 100
        exp['bmiForAge'] = r
        if head is not None:
            exp['headForAge'], _ = result(ref, 'head_circumference_for_age', sex, None, d, head, head_label)
    else:
        ref = 'WHO_2007_REF'
        mo = max(age / 30.4375, 61)
        if mo <= 120:
            exp['weightForAge'], _ = result(ref, 'weight_for_age', sex, None, mo, w, weight_label)
        exp['lengthForAge'], _ = result(ref, 'height_for_age', sex, None, mo, adj, height_label)
        bmi = w / (adj / 100) ** 2
        r, _ = result(ref, 'bmi_for_age', sex, None, mo, bmi, lambda z: bmi_label(z, '5-19'))
        r['bmi'] = math.floor(bmi * 100 + 0.5) / 100
        exp['bmiForAge'] = r
    child = {'sex': sexc, 'ageDays': age, 'weightKg': w, 'lengthCm': ln}
    if measured: child['measured'] = measured
    if head is not None: child['headCm'] = head
    growth_cases.append({'child': child, 'expected': exp})

rows = []
for (ref, ind, sex, pos), xs in sorted(used.items(), key=lambda kv: (kv[0][0], kv[0][1], kv[0][2], kv[0][3] or '')):
    t = tables[(ref, ind, sex, pos)]
    rows.append({'reference': ref, 'indicator': ind, 'sex': sex, 'position': pos,
                 'rows': [[x, *t[x]] for x in sorted(xs)]})

out = {'generatedBy': 'generate_growth_fixture.py', 'source': 'seeds/who_growth/who_growth_lms_all.csv (WHO anthro / anthroplus LMS)',
       'tables': rows, 'lmsCases': lms_cases, 'growthCases': growth_cases}
with open(os.path.join(HERE, 'who-growth-cases.json'), 'w') as f:
    json.dump(out, f, ensure_ascii=False, separators=(',', ':'))
    f.write('\n')
print(len(lms_cases), 'lms cases;', len(growth_cases), 'growth cases;', sum(len(r['rows']) for r in rows), 'rows')

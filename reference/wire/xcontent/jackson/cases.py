import json
cases = []
def add(name, v): cases.append((name, json.dumps(v, ensure_ascii=False, separators=(',', ':'))))
add('empty object', {})
add('empty array', [])
add('literals', [True, False, None, "", {"": 1}])
for n in [0, 1, 15, -1, -16, 16, -17, 31, 32, 63, 64, 100, 8191, 8192, -8193, 2**20, 2**31-1, -2**31, 2**31, -2**31-1, 2**53, 2**63-1, -2**63]:
    add(f'int {n}', [n])
cases.append(('big positive', '[9223372036854775808]'))
cases.append(('big negative', '[-9223372036854775809]'))
cases.append(('big huge', '[123456789012345678901234567890123456789]'))
for d in ['1.5', '1.0', '-0.0', '0.1', '1e300', '2.5E-10', '123456789.123', '-3.75']:
    cases.append((f'double {d}', f'[{d}]'))
for n in [1, 22, 23, 24, 32, 33, 63, 64, 65, 100, 254, 255, 256, 1000, 3996, 3997, 8000, 10000]:
    add(f'ascii value {n}', ['a' * n])
for n in [1, 11, 12, 31, 32, 33, 100, 127, 128, 1400, 2000, 5000]:
    add(f'unicode value {n}', ['é' * n])
add('emoji', ['😀', 'a😀b' * 10])
for n in [1, 55, 56, 57, 63, 64, 65, 100]:
    add(f'ascii key {n}', {'k' * n: 1, 'x': {'k' * n: 2}})
for n in [1, 27, 28, 29, 32, 33, 50]:
    add(f'unicode key {n}', {'é' * n: 1, 'x': {'é' * n: 2}})
add('shared names', [{"a": 1, "b": 2}, {"a": 3, "b": 4, "c": {"a": 5}}])
add('70 names', [{f'n{i}': i for i in range(70)}, {f'n{i}': i for i in range(70)}])
add('300 names', [{f'n{i}': i for i in range(300)}, {'n0': 0, 'n299': 1, 'n256': 2}])
add('1100 names', [{f'n{i}': i for i in range(1100)}, {'n0': 0, 'n1023': 1, 'n1024': 2, 'n1099': 3}])
add('cat indices', [{"health":"yellow","status":"open","index":"logs-2024","uuid":"AAQgIQQIBgGdzKjFElWZTw","pri":"1","rep":"1","docs.count":"12","docs.deleted":"0","store.size":"4.5kb","pri.store.size":"4.5kb","dataset.size":"4.5kb"},{"health":"green","status":"open","index":".kibana","uuid":"x","pri":"1","rep":"0","docs.count":None,"docs.deleted":None,"store.size":None,"pri.store.size":None,"dataset.size":None}])
add('search', {"took":3,"timed_out":False,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0},"hits":{"total":{"value":1,"relation":"eq"},"max_score":1.0,"hits":[{"_index":"i","_id":"1","_score":1.0,"_source":{"title":"héllo wörld","n":[1,2.5,-7],"nested":{"deep":{"x":None}}}}]}})
add('error', {"error":{"root_cause":[{"type":"index_not_found_exception","reason":"no such index [x]","resource.type":"index_or_alias","resource.id":"x","index_uuid":"_na_","index":"x"}],"type":"index_not_found_exception","reason":"no such index [x]","resource.type":"index_or_alias","resource.id":"x","index_uuid":"_na_","index":"x"},"status":404})
with open('cases.tsv', 'w', encoding='utf-8') as f:
    for name, js in cases: f.write(js + '\n')
with open('names.json', 'w') as f: json.dump([c[0] for c in cases], f)

import json, random
random.seed(7)
cases = []
def add(name, v): cases.append((name, json.dumps(v, ensure_ascii=False, separators=(',',':'))))
add('flat', {"a":1,"b":"x","c":True,"d":None,"e":-2.5e-10,"f":1.0})
add('nested', {"a":{"b":{"c":[1,2,{"d":[]}]}},"e":[[1,[2,[3]]],{}],"f":[{"g":{"h":[{}]}}]})
add('root array', [1,"a",{"b":2},[3],[],{}])
add('root empty map', {})
add('root empty array', [])
add('root array of maps', [{"a":1,"b":2},{"c":[1,2]}])
names = ["", "true","True","TRUE","yes","no","on","off","y","n","Y","N","null","NULL","~","~x","1.0","5","-x","- x","+1",".5","@timestamp","#tag","a#b","a #b","a:b","a: b","a:","?x","? x","!x","&x","*x","|x",">x","'q","\"dq","%x","`x",",x","[x","x[","{x","x,y"," lead","trail ","in side","it's","---x","...x","a\nb","tab\tx","ctl\u0001x","nbsp\u00a0x","uni\u00e9x","emoji\U0001F600x","ls\u2028x","bom\ufeffx","x"*127,"y"*128,"z"*200+" spaced out words "*3, "-", ":", "?", "#", "'", "_index", "1.0e5", "0x1F", "falsey", "nope"]
add('names', {k: i for i, k in enumerate(names)})
add('names in seq maps', [{k: "v"} for k in names[:40]])
lorem = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat."
add('long strings', {"reason": lorem, "nested": {"deeper": {"reason": lorem}}, "list": [lorem, [lorem]], "k": "x"*200, "spaces": "a "*60, "dbl": "a  "*40, "lead": " "+lorem, "trail": lorem+" "})
vals = ["", " ", "  ", "a'b", "quote\"here", "back\\slash", "tab\tsep", "nl\nline", "cr\rx", "ctl\u0001\u0007\u001b", "nbsp\u00a0", "uni\u00e9\u4e2d", "emoji\U0001F600", "ls\u2028ps\u2029", "nel\u0085", "bom\ufeff", "del\u007f", "c1\u0090", "lone\ud800x" if False else "ok", "true", "1.0", "null", "~", "- x", "@x", "#x"]
add('values', {f"v{i}": v for i, v in enumerate(vals)})
for w in range(70, 95):
    s = ("word " * 30)[:w]
    add(f'width {w}', {"k": s, "kk": [s], "kkk": {"deep": s}})
for seed in range(30):
    random.seed(seed)
    alphabet = "ab \"\\\t\n\u00e9\u4e2d\U0001F600'#:-\u00a0\u0001xyz"
    s = "".join(random.choice(alphabet) for _ in range(random.randint(60, 260)))
    add(f'random {seed}', {"s": s, "l": [s, {"m": s}]})
add('search response', {"took":3,"timed_out":False,"_shards":{"total":1,"successful":1,"skipped":0,"failed":0},"hits":{"total":{"value":2,"relation":"eq"},"max_score":1.3862942,"hits":[{"_index":"products","_id":"1","_score":1.3862942,"_source":{"name":"Running shoes","tags":["a","b"],"price":89.9}}]},"aggregations":{"p":{"values":{"1.0":9.99,"50.0":60.0}}}})
add('error', {"error":{"root_cause":[{"type":"index_not_found_exception","reason":"no such index [missing-index-with-a-rather-long-name-to-force-the-line-over-eighty]","index_uuid":"_na_","resource.type":"index_or_alias","resource.id":"missing","index":"missing"}],"type":"index_not_found_exception","reason":"no such index [missing]"},"status":404})
add('big numbers', {"a":9223372036854775807,"b":-9223372036854775808,"c":18446744073709551615,"d":1.7976931348623157E308,"e":4.9E-324,"f":0.1,"g":1e21,"h":-0.0})
with open('yamlCases.tsv','w') as f:
    for n, j in cases: f.write(j.replace('\u2028','\\u2028').replace('\u2029','\\u2029').replace('\u0085','\\u0085') + '\n')
json.dump([n for n,_ in cases], open('yamlNames.json','w'))
print(len(cases))

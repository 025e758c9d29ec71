"""Debian's Python client 7.17 (python3-elasticsearch) doing an application's everyday work on a server.

Prints "REFUSED <message>" and exits 3 when the client's own product check refuses the server (it reads
GET / and the X-Elastic-Product header); otherwise indexes, runs the bulk and scan helpers, moves an
alias, then searches as an application does (relevance order, a facet, search_after pages over a float
sort, a scripted update, highlighting), asserting each answer, and prints OK. Any other failure exits non-zero with its traceback.
"""
import sys
import warnings

from elasticsearch import Elasticsearch, helpers
from elasticsearch.exceptions import UnsupportedProductError

warnings.simplefilter("ignore")
es = Elasticsearch(sys.argv[1])
try:
    info = es.info()
except UnsupportedProductError as e:
    print("REFUSED", e)
    sys.exit(3)

es.index(index="app-1", id="0", body={"n": 0}, refresh=True)
ok, errors = helpers.bulk(es, ({"_index": "app-1", "_id": str(i), "n": i} for i in range(1, 60)), refresh=True)
assert (ok, errors) == (59, []), (ok, errors)
seen = sorted(h["_source"]["n"] for h in helpers.scan(es, index="app-1", size=7))
assert seen == list(range(60)), seen
es.indices.put_alias(index="app-1", name="app")
es.indices.create(index="app-2")
es.indices.update_aliases(body={"actions": [{"remove": {"index": "app-1", "alias": "app"}}, {"add": {"index": "app-2", "alias": "app"}}]})
assert es.indices.get_alias(name="app") == {"app-2": {"aliases": {"app": {}}}}
assert es.count(index="app")["count"] == 0

# Search as an application does, on dynamically mapped fields (so every version from 6.8 takes it).
words = ["red", "blue", "green", "running", "walking", "shoes", "socks", "jacket"]
shop = [{"sku": "s%02d" % i, "title": "%s %s %s" % (words[i % 3], words[3 + i % 2], words[5 + i % 3]),
         "price": [9.99, 19.99, 59.99][i % 3], "tags": ["sale"] if i % 4 == 0 else ["new"], "views": 0}
        for i in range(30)]
# One shard: with 6.8's default of five, each shard scores with its own statistics (as a real cluster does).
es.indices.create(index="shop", body={"settings": {"number_of_shards": 1}})
helpers.bulk(es, ({"_index": "shop", "_id": d["sku"], "_source": d} for d in shop), refresh=True)
r = es.search(index="shop", body={"query": {"match": {"title": "running shoes"}}, "size": 30})
hits = r["hits"]["hits"]
scores = [h["_score"] for h in hits]
assert scores == sorted(scores, reverse=True) and r["hits"]["max_score"] == scores[0], scores
both = [h for h in hits if "running" in h["_source"]["title"] and "shoes" in h["_source"]["title"]]
assert both and hits[0]["_source"]["title"] == both[0]["_source"]["title"] and scores[0] > scores[-1], hits[:3]
r = es.search(index="shop", body={"size": 0, "aggs": {"tags": {"terms": {"field": "tags.keyword"}}}})
facet = {b["key"]: b["doc_count"] for b in r["aggregations"]["tags"]["buckets"]}
assert facet == {"new": 22, "sale": 8}, facet
# Pages resume strictly after the last hit's sort values: a float price ties ten times, the sku breaks ties.
paged, after = [], None
for _ in range(10):  # 30 hits in pages of 7: five pages and an empty one; a page that repeats never ends
    body = {"size": 7, "sort": [{"price": "asc"}, {"sku.keyword": "asc"}]}
    if after:
        body["search_after"] = after
    page = es.search(index="shop", body=body)["hits"]["hits"]
    if not page:
        break
    paged.extend(h["_id"] for h in page)
    after = page[-1]["sort"]
expected = [d["sku"] for d in sorted(shop, key=lambda d: (d["price"], d["sku"]))]
assert paged == expected, paged
es.update(index="shop", id="s00", body={"script": {"source": "ctx._source.views += params.n", "params": {"n": 3}}}, refresh=True)
assert es.get(index="shop", id="s00")["_source"]["views"] == 3
r = es.search(index="shop", body={"query": {"match": {"title": "jacket"}}, "highlight": {"fields": {"title": {}}}})
assert all("<em>jacket</em>" in h["highlight"]["title"][0] for h in r["hits"]["hits"]) and r["hits"]["hits"], r
print("OK", info["version"]["number"])

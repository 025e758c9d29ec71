"""Debian's Python client 7.17 (python3-elasticsearch) doing an application's everyday work on a server.

Prints "REFUSED <message>" and exits 3 when the client's own product check refuses the server (it reads
GET / and the X-Elastic-Product header); otherwise indexes, runs the bulk and scan helpers and moves an
alias, asserting each answer, and prints OK. Any other failure exits non-zero with its traceback.
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
print("OK", info["version"]["number"])

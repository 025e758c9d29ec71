"""The Python client 7.x (Debian's python3-elasticsearch) against the simulator.

profile es8: the client's REST compatibility mode (ELASTIC_CLIENT_APIVERSIONING=1, media types with
compatible-with=7) on typed routes, and the by-scroll jobs, tasks and msearch.
profile es6: the same jobs with the client speaking plainly, as to a 6.x cluster.
Exits non-zero on the first failed assertion; prints OK at the end.
"""
import sys
import warnings

from elasticsearch import Elasticsearch
from elasticsearch.exceptions import ConflictError, ElasticsearchWarning

url, profile = sys.argv[1], sys.argv[2]
es = Elasticsearch(url)
warnings.simplefilter("ignore", DeprecationWarning)

with warnings.catch_warnings(record=True) as seen:
    warnings.simplefilter("always", ElasticsearchWarning)
    typ = "old_type" if profile == "es8" else "_doc"
    r = es.index(index="legacy", doc_type=typ, id="1", body={"a": 1}, refresh=True)
    assert r["_type"] == "_doc" and r["result"] == "created", r
    got = es.get(index="legacy", doc_type=typ, id="1")
    assert got["_type"] == "_doc" and got["_source"] == {"a": 1}, got
    b = es.bulk(body=[{"index": {"_index": "legacy", "_type": typ, "_id": "2"}}, {"a": 2}], refresh=True)
    assert not b["errors"], b
    texts = [str(w.message) for w in seen if issubclass(w.category, ElasticsearchWarning)]
    if profile == "es8":
        assert any("Specifying types in document index requests is deprecated" in t for t in texts), texts
        assert any("Specifying types in bulk requests is deprecated" in t for t in texts), texts
    else:
        assert not any("types removal" in t for t in texts), texts

r = es.reindex(body={"source": {"index": "legacy"}, "dest": {"index": "copy"}}, refresh=True)
assert (r["total"], r["created"], r["failures"]) == (2, 2, []), r
try:
    es.reindex(body={"source": {"index": "legacy"}, "dest": {"index": "copy", "op_type": "create"}})
    raise AssertionError("a create conflict must raise")
except ConflictError as e:
    assert e.info["version_conflicts"] == 2, e.info

t = es.reindex(body={"source": {"index": "legacy"}, "dest": {"index": "copy2"}}, wait_for_completion=False)
task = es.tasks.get(task_id=t["task"])
assert task["completed"] and task["response"]["created"] == 2, task

u = es.update_by_query(index="copy", body={"query": {"match_all": {}}}, refresh=True)
assert u["updated"] == 2 and "created" not in u, u
d = es.delete_by_query(index="copy", body={"query": {"ids": {"values": ["1"]}}}, refresh=True)
assert d["deleted"] == 1 and "updated" not in d, d
m = es.msearch(body=[{"index": "copy"}, {"query": {"match_all": {}}}, {"index": "missing"}, {}])
ok, missing = m["responses"]
assert ok["status"] == 200 and [h["_id"] for h in ok["hits"]["hits"]] == ["2"], ok
assert missing["status"] == 404 and missing["error"]["type"] == "index_not_found_exception", missing
print("OK")

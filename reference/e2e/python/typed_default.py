"""The Python client 7.x (Debian's python3-elasticsearch) against the default profile's typed dialect.

The client sends `include_type_name` as a 7.x cluster takes it. The default profile serves types natively,
so each check must fail for its own reason, never for the parameter: a typed mapping change is refused as a
type change, a typed body with include_type_name=false as a type in a typeless request (ES 7.x's
RestPutMappingAction and RestCreateIndexAction wording). Exits non-zero on the first failed assertion;
prints OK at the end.
"""
import sys
import warnings

from elasticsearch import Elasticsearch
from elasticsearch.exceptions import RequestError

url = sys.argv[1]
es = Elasticsearch(url)
warnings.simplefilter("ignore")
TYPED = {"include_type_name": "true"}


def refused(call, reason):
    """The call fails with a 400 illegal_argument_exception whose reason is `reason`."""
    try:
        call()
    except RequestError as e:
        assert e.status_code == 400, e.info
        err = e.info["error"]
        assert (err["type"], err["reason"]) == ("illegal_argument_exception", reason), e.info
        return
    raise AssertionError("expected a refusal: " + reason)


r = es.indices.create(index="typed", body={"mappings": {"doc": {"properties": {"f": {"type": "keyword"}}}}}, params=TYPED)
assert r["acknowledged"], r
field = {"properties": {"f": {"type": "keyword"}}}
assert es.indices.get_mapping(index="typed", params=TYPED) == {"typed": {"mappings": {"doc": field}}}
assert es.indices.get_mapping(index="typed", params={"include_type_name": "false"}) == {"typed": {"mappings": field}}
assert es.indices.get(index="typed", params=TYPED)["typed"]["mappings"] == {"doc": field}
fm = es.indices.get_field_mapping(index="typed", fields="f", params=TYPED)
assert fm == {"typed": {"mappings": {"doc": {"f": {"full_name": "f", "mapping": {"f": {"type": "keyword"}}}}}}}, fm

# The type change is what is refused, on the typed path and with a typed body alike.
change = "mapper [f] cannot be changed from type [keyword] to [long]"
refused(lambda: es.indices.put_mapping(index="typed", doc_type="doc", body={"properties": {"f": {"type": "long"}}}, params=TYPED), change)
refused(lambda: es.indices.put_mapping(index="typed", body={"doc": {"properties": {"f": {"type": "long"}}}}, params=TYPED), change)
# A new field is accepted.
assert es.indices.put_mapping(index="typed", body={"doc": {"properties": {"g": {"type": "long"}}}}, params=TYPED)["acknowledged"]
# With include_type_name=false, a typed body is refused as ES 7.x refuses it.
refused(
    lambda: es.indices.put_mapping(index="typed", body={"doc": {"properties": {"h": {"type": "long"}}}}, params={"include_type_name": "false"}),
    "Types cannot be provided in put mapping requests, unless the include_type_name parameter is set to true.",
)
refused(
    lambda: es.indices.create(index="nested", body={"mappings": {"_doc": {"properties": {"f": {"type": "keyword"}}}}}, params={"include_type_name": "false"}),
    "The mapping definition cannot be nested under a type [_doc] unless include_type_name is set to true.",
)
# Legacy templates take it too.
assert es.indices.put_template(name="tp", body={"index_patterns": ["zz*"], "mappings": {"doc": field}}, params=TYPED)["acknowledged"]
assert es.indices.get_template(name="tp", params=TYPED)["tp"]["mappings"] == {"doc": field}
print("OK")

# Debian's Ruby client 7.17 (ruby-elasticsearch) doing an application's everyday work on a server.
# Prints "REFUSED <message>" and exits 3 when the client's own product check refuses the server;
# otherwise indexes, bulk-indexes, scrolls and moves an alias, then pages a search with search_after over a
# float sort and reads a facet, asserting each answer, and prints OK.
require 'elasticsearch'

def check(cond, what)
  raise "assertion failed: #{what}" unless cond
end

es = Elasticsearch::Client.new(url: ARGV[0])
begin
  info = es.info
rescue Elasticsearch::UnsupportedProductError => e
  puts "REFUSED #{e.message}"
  exit 3
end
es.index(index: 'app-1', id: '0', body: { n: 0 }, refresh: true)
r = es.bulk(body: (1...60).map { |i| { index: { _index: 'app-1', _id: i.to_s, data: { n: i } } } }, refresh: true)
check(r['errors'] == false && r['items'].size == 59, "bulk #{r}")
r = es.search(index: 'app-1', scroll: '1m', size: 7, body: { query: { match_all: {} } })
seen = r['hits']['hits'].map { |h| h['_source']['n'] }
until r['hits']['hits'].empty?
  r = es.scroll(body: { scroll_id: r['_scroll_id'] }, scroll: '1m')
  seen.concat(r['hits']['hits'].map { |h| h['_source']['n'] })
end
es.clear_scroll(body: { scroll_id: r['_scroll_id'] })
check(seen.sort == (0...60).to_a, "scroll #{seen}")
es.indices.put_alias(index: 'app-1', name: 'app')
es.indices.create(index: 'app-2')
es.indices.update_aliases(body: { actions: [{ remove: { index: 'app-1', alias: 'app' } }, { add: { index: 'app-2', alias: 'app' } }] })
check(es.indices.get_alias(name: 'app') == { 'app-2' => { 'aliases' => { 'app' => {} } } }, 'alias moved')
check(es.count(index: 'app')['count'] == 0, 'count through the alias')

# Pages resume strictly after the last hit's sort values: a float price ties ten times, the sku breaks ties.
es.indices.create(index: 'shop', body: { settings: { number_of_shards: 1 } })
shop = (0...30).map { |i| { sku: format('s%02d', i), price: [9.99, 19.99, 59.99][i % 3], tag: i % 4 == 0 ? 'sale' : 'new' } }
es.bulk(body: shop.map { |d| { index: { _index: 'shop', _id: d[:sku], data: d } } }, refresh: true)
paged = []
after = nil
10.times do
  body = { size: 7, sort: [{ price: 'asc' }, { 'sku.keyword' => 'asc' }] }
  body[:search_after] = after if after
  page = es.search(index: 'shop', body: body)['hits']['hits']
  break if page.empty?
  paged.concat(page.map { |h| h['_id'] })
  after = page.last['sort']
end
check(paged == shop.sort_by { |d| [d[:price], d[:sku]] }.map { |d| d[:sku] }, "search_after pages #{paged}")
r = es.search(index: 'shop', body: { size: 0, aggs: { tags: { terms: { field: 'tag.keyword' } } } })
facet = r['aggregations']['tags']['buckets'].map { |b| [b['key'], b['doc_count']] }.to_h
check(facet == { 'new' => 22, 'sale' => 8 }, "facet #{facet}")
puts "OK #{info['version']['number']}"

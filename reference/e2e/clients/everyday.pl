# Debian's Perl client 8.00 (libsearch-elasticsearch-perl) doing an application's everyday work on a server.
# Prints "REFUSED <message>" and exits 3 when the client's own product check refuses the server (it
# wants X-Elastic-Product on every 2xx answer); otherwise indexes, runs the bulk and scroll helpers and
# moves an alias, then pages a search with search_after over a float sort and reads a facet, asserting
# each answer, and prints OK.
use strict;
use warnings;
use Search::Elasticsearch;

my $es = Search::Elasticsearch->new(nodes => [$ARGV[0]], client => '8_0::Direct', cxn_pool => 'Static::NoPing');
my $info = eval { $es->info };
if (my $e = $@) {
    if (ref $e && $e->is('ProductCheck')) { my $m = $e->{text}; print "REFUSED $m\n"; exit 3 }
    die $e;
}
sub check { my ($cond, $what) = @_; die "assertion failed: $what\n" unless $cond }
$es->index(index => 'app-1', id => 0, body => { n => 0 }, refresh => 'true');
my @failed;
my $bulk = $es->bulk_helper(index => 'app-1', on_error => sub { push @failed, [@_] });
$bulk->index({ id => $_, source => { n => $_ } }) for 1 .. 59;
$bulk->flush;
check(!@failed, 'bulk helper without errors');
$es->indices->refresh(index => 'app-1');
my $scroll = $es->scroll_helper(index => 'app-1', size => 7, body => { query => { match_all => {} } });
my @seen;
while (my $doc = $scroll->next) { push @seen, $doc->{_source}{n} }
$scroll->finish;
check(join(',', sort { $a <=> $b } @seen) eq join(',', 0 .. 59), "scroll helper saw @seen");
$es->indices->put_alias(index => 'app-1', name => 'app');
$es->indices->create(index => 'app-2');
$es->indices->update_aliases(body => { actions => [ { remove => { index => 'app-1', alias => 'app' } }, { add => { index => 'app-2', alias => 'app' } } ] });
my $aliases = $es->indices->get_alias(name => 'app');
check(join(',', keys %$aliases) eq 'app-2', 'alias moved');
check($es->count(index => 'app')->{count} == 0, 'count through the alias');
# Pages resume strictly after the last hit's sort values: a float price ties ten times, the sku breaks ties.
$es->indices->create(index => 'shop', body => { settings => { number_of_shards => 1 } });
my @shop = map { { sku => sprintf('s%02d', $_), price => (9.99, 19.99, 59.99)[$_ % 3], tag => ($_ % 4 == 0 ? 'sale' : 'new') } } 0 .. 29;
my $shop_bulk = $es->bulk_helper(index => 'shop', on_error => sub { push @failed, [@_] });
$shop_bulk->index({ id => $_->{sku}, source => $_ }) for @shop;
$shop_bulk->flush;
$es->indices->refresh(index => 'shop');
my (@paged, $after);
for (1 .. 10) {
    my %body = (size => 7, sort => [ { price => 'asc' }, { 'sku.keyword' => 'asc' } ]);
    $body{search_after} = $after if $after;
    my $page = $es->search(index => 'shop', body => \%body)->{hits}{hits};
    last unless @$page;
    push @paged, map { $_->{_id} } @$page;
    $after = $page->[-1]{sort};
}
my @expected = map { $_->{sku} } sort { $a->{price} <=> $b->{price} || $a->{sku} cmp $b->{sku} } @shop;
check(join(',', @paged) eq join(',', @expected), "search_after pages @paged");
my $buckets = $es->search(index => 'shop', body => { size => 0, aggs => { tags => { terms => { field => 'tag.keyword' } } } })->{aggregations}{tags}{buckets};
check(join(',', map { "$_->{key}=$_->{doc_count}" } @$buckets) eq 'new=22,sale=8', 'facet counts');
print "OK $info->{version}{number}\n";

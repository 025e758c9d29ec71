# Debian's Perl client 8.00 (libsearch-elasticsearch-perl) doing an application's everyday work on a server.
# Prints "REFUSED <message>" and exits 3 when the client's own product check refuses the server (it
# wants X-Elastic-Product on every 2xx answer); otherwise indexes, runs the bulk and scroll helpers and
# moves an alias, asserting each answer, and prints OK.
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
print "OK $info->{version}{number}\n";

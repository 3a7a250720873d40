# Runs one read query against a fresh copy of the database the runner prepared, inside the box.
#   $1: the postgres binary; $2: the query (already checked by the runner to be one read query).
#   stdin: the SQL that creates and fills the database (the test's input).
#   stdout: the result set as CSV with a header row. On failure: PostgreSQL's message on stderr, exit code 1.
# PostgreSQL runs in single-user mode (one process, no socket); the setup runs first, then the query in a read-only
# transaction, read from its file by pg_read_file so nothing in it can end a command early.
# In a box the environment is fixed; bench/exec.mjs runs this same script bare, as its floor, with the two paths set.
set -u
postgres=$1
query=$2
work=${ASSAY_SQL_WORK:-/tmp}
tar -xf "${ASSAY_SQL_TAR:-/opt/sql/database.tar}" -C "$work" || { echo 'The database could not be unpacked.' >&2; exit 1; }
{
  cat
  printf '\n;\n\n'
  printf "COPY (SELECT) TO '%s/setup-done';\n\n" "$work"
  printf 'SET default_transaction_read_only = on;\n\n'
  printf "DO \$assay\$ BEGIN EXECUTE format(E'COPY (%%s\\\\n) TO %%L WITH (FORMAT csv, HEADER)', pg_read_file('%s'), '%s/result.csv'); END \$assay\$;\n\n" "$query" "$work"
} | "$postgres" --single -D "$work/pgdata" -F -j \
  -c exit_on_error=on -c log_line_prefix= -c log_error_verbosity=terse -c log_min_error_statement=panic \
  -c log_checkpoints=off -c shared_buffers=16MB -c max_parallel_workers_per_gather=0 -c jit=off \
  postgres >/dev/null 2>"$work/server.log"
status=$?
if [ "$status" -eq 0 ] && [ -f "$work/result.csv" ]; then exec cat "$work/result.csv"; fi
# Stopped by a signal (its CPU limit's SIGXCPU): the same status, so the runner tells a limit from a query's error.
if [ "$status" -gt 128 ]; then exit "$status"; fi
# The server's own words, without its severity prefix or a position that counts our wrapper's characters.
message=$(sed -n 's/^\(FATAL\|ERROR\|PANIC\):  *//p' "$work/server.log" | sed 's/ at character [0-9]*$//' | head -n 5)
[ -n "$message" ] || message="PostgreSQL stopped (exit code $status)."
if [ -f "$work/setup-done" ]; then echo "ERROR: $message" >&2; else echo "The database setup failed: $message" >&2; fi
exit 1

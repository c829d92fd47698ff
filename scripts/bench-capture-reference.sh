#!/usr/bin/env bash
# A reference relay for the capture endpoint's benchmark: the same benchmark (tests/bench/capture/bench_capture.cpp)
# with "through" going to nginx (Debian's nginx-light, installed by hand: it is not a dependency of the project)
# configured as a plain streaming reverse proxy (no buffering, kept-alive upstream connections, no logs) in front of the
# benchmark's upstream. What a mature C relay adds on this machine is the yardstick for what the endpoint adds.
# Usage: scripts/bench-capture-reference.sh [BUILD_DIR] [WORKERS] [SEQUENTIAL_RUNS] [CONCURRENT] [STEADY_TOKENS] [PARTS]
#        (defaults: build, 1, 20, 100, 4000, all); SW_BENCH_WAVES as for scripts/bench-capture.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${1:-build}"
WORKERS="${2:-1}"
command -v nginx >/dev/null || { echo "nginx is not installed (apt-get install --no-install-recommends nginx-light)" >&2; exit 2; }
UP_PORT=18417
PROXY_PORT=18418
dir=$(mktemp -d)
trap 'kill "$(cat "$dir/nginx.pid" 2>/dev/null)" 2>/dev/null || true; rm -rf "$dir"' EXIT
cat > "$dir/nginx.conf" <<CONF
worker_processes $WORKERS;
pid $dir/nginx.pid;
error_log $dir/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path $dir/body; proxy_temp_path $dir/proxy;
  fastcgi_temp_path $dir/fcgi; uwsgi_temp_path $dir/uwsgi; scgi_temp_path $dir/scgi;
  upstream bench { server 127.0.0.1:$UP_PORT; keepalive 1024; }
  server {
    listen 127.0.0.1:$PROXY_PORT backlog=1024;
    keepalive_requests 100000;
    location / {
      proxy_pass http://bench;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_request_buffering off;
      proxy_buffer_size 64k;
      proxy_buffers 4 64k;
      proxy_busy_buffers_size 128k;
      tcp_nodelay on;
    }
  }
}
CONF
# Under the same real-time policy as the benchmark (scripts/bench-capture.sh), or the benchmark's threads would take
# the CPUs from it.
if [ "${SW_BENCH_NO_RT:-0}" != 1 ] && chrt -f 10 true 2>/dev/null; then
  chrt -f 10 nginx -c "$dir/nginx.conf"
else
  nginx -c "$dir/nginx.conf"
fi
echo "nginx $(nginx -v 2>&1 | sed 's/.*\///'), $WORKERS worker(s), in front of 127.0.0.1:$UP_PORT on 127.0.0.1:$PROXY_PORT"
# The workers' CPU time counts as the endpoint's in the benchmark's figures.
SW_BENCH_THROUGH_PIDS=$(pgrep -P "$(cat "$dir/nginx.pid")" | tr '\n' ' ')
export SW_BENCH_THROUGH_PIDS SW_BENCH_UPSTREAM_PORT=$UP_PORT SW_BENCH_THROUGH_PORT=$PROXY_PORT
scripts/bench-capture.sh "$BUILD_DIR" "${3:-20}" "${4:-100}" "${5:-4000}" ${6:+"$6"}

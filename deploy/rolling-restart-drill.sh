#!/bin/bash
# Usage: LMS_DIR=/srv/lms deploy/rolling-restart-drill.sh (docs/deploy.md, "Upgrades without downtime").
LMS_DIR=${LMS_DIR:-/srv/lms}
NODE=${NODE:-/opt/node24/node_modules/.bin/node}
# Requests through nginx while each instance is restarted in turn; prints the status counts.
SITE=${SITE:-lms.example.test}
R="--resolve $SITE:443:127.0.0.1"
( end=$((SECONDS+40)); while [ $SECONDS -lt $end ]; do
    curl -sk $R -o /dev/null -w "%{http_code}\n" https://$SITE/
    curl -sk $R -o /dev/null -w "%{http_code}\n" -H 'content-type: application/json' \
      -d '{"name":"Drill","email":"drill@example.com","mobile":"9876543210","message":"rolling restart"}' \
      https://$SITE/api/leads/create
  done > $LMS_DIR/statuses.txt ) &
load=$!
for port in 3001 3002; do
  sleep 5
  kill -TERM "$(cat $LMS_DIR/instance-$port.pid)" || exit 1
  while kill -0 "$(cat $LMS_DIR/instance-$port.pid)" 2>/dev/null; do sleep 0.2; done
  (
    cd "$LMS_DIR/app" || exit 1
    set -a; . "$LMS_DIR/lms.env"; set +a
    PORT=$port DATA_DIR=$LMS_DIR/data-$port nohup "$NODE" dist-server/main.js >> "$LMS_DIR/instance-$port.log" 2>&1 &
    echo $! > "$LMS_DIR/instance-$port.pid"
  )
  until curl -sf -o /dev/null http://127.0.0.1:$port/readyz; do sleep 0.5; done
  echo "instance $port restarted"
done
wait $load
sort $LMS_DIR/statuses.txt | uniq -c

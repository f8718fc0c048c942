#!/bin/sh
# Builds the container image and checks it the way a self-hoster runs it: refuses production without a key, starts
# as a non-root user with no demo accounts, turns healthy, takes its first admin, backs up, and stops cleanly on
# SIGTERM. Needs Docker; run it from the repository root: sh scripts/image-smoke-test.sh
set -eu
image=kiln:smoke-test
name=kiln-smoke-test-$$
fail() { echo "FAIL: $*" >&2; docker logs "$name" 2>&1 | tail -20 >&2 || true; docker rm -f "$name" >/dev/null 2>&1 || true; exit 1; }

docker build -t "$image" .

echo '--- production mode without SECRET_KEY refuses to start'
if docker run --rm -e PUBLIC_URL=https://kiln.example "$image" > /tmp/$name.refused 2>&1; then fail 'it started without SECRET_KEY'; fi
grep -q 'SECRET_KEY is not set' /tmp/$name.refused || fail 'the refusal does not name SECRET_KEY'

echo '--- a configured container starts, as a non-root user, and turns healthy'
docker run -d --name "$name" -p 127.0.0.1::4321 \
  -e PUBLIC_URL=https://kiln.example -e SECRET_KEY=smoke-test-secret-key-of-forty-characters \
  -e MAIL_TRANSPORT=http -e MAIL_API_URL=http://127.0.0.1:9/send -e MAIL_API_KEY=unused -e LOG_FORMAT=json "$image" >/dev/null
[ "$(docker exec "$name" id -u)" != 0 ] || fail 'the server runs as root'
for _ in $(seq 1 90); do
  [ "$(docker inspect -f '{{.State.Health.Status}}' "$name")" = healthy ] && break
  [ "$(docker inspect -f '{{.State.Running}}' "$name")" = true ] || fail 'the container stopped'
  sleep 2
done
[ "$(docker inspect -f '{{.State.Health.Status}}' "$name")" = healthy ] || fail 'the container never turned healthy'
port=$(docker port "$name" 4321 | head -1 | sed 's/.*://')
curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null || fail '/readyz is not 200'
[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/v2/user/admin")" = 404 ] || fail 'a demo account exists'
[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/_dev/mail")" = 404 ] || fail 'the mail outbox is served'

echo '--- the first admin, and a backup into the data volume'
echo 'a long smoke test passphrase' | docker exec -i "$name" node scripts/admin.ts create founder founder@example.test | grep -q 'Created founder (admin)' || fail 'admin create'
docker exec "$name" node scripts/backup.ts /data/backups/smoke | grep -q 'Backed up' || fail 'backup'

echo '--- docker stop sends SIGTERM; Kiln stops by itself'
docker stop -t 30 "$name" >/dev/null
[ "$(docker inspect -f '{{.State.ExitCode}}' "$name")" = 0 ] || fail 'the server did not exit cleanly'
docker logs "$name" 2>&1 | grep -q 'Stopped.' || fail 'no graceful shutdown in the log'
docker rm "$name" >/dev/null
rm -f /tmp/$name.refused
echo "The image passed."

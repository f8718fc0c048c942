# Kiln in one image: the site is built once in the first stage; the image runs it with production dependencies only,
# as the unprivileged `node` user, with every piece of state in the /data volume.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Install scripts are not needed: esbuild, sharp and libSQL ship prebuilt binaries as optional packages.
RUN npm install --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS dependencies
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4321 DATA_DIR=/data
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY package.json ./
COPY db ./db
COPY functions ./functions
COPY scripts ./scripts
# The start writes this configuration's security headers beside the pre-rendered pages, so the build is the user's.
COPY --from=build --chown=node:node /app/dist ./dist
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 4321
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# Node itself is PID 1, so SIGTERM from `docker stop` reaches Kiln's graceful shutdown (npm would not pass it on).
CMD ["node", "scripts/start.ts"]

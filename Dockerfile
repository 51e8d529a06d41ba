# The production image (docs/deploy.md § Container): Next's standalone output (the built server
# with only the node_modules it uses) plus our HTTP server (src/server/server.mjs), run as the
# unprivileged `node` user. The app's files belong to root and are read-only to it; it writes only
# to the two volumes.
#
#   docker build -t foodimpact-site .
#   docker run --rm --env-file site.env foodimpact-site node scripts/container-start.mjs --migrate
#   docker run -d -p 3000:3000 --env-file site.env -v media:/app/media -v data:/app/.data foodimpact-site
#
# tests/int/container.int.test.ts assembles the same folder (`npm run container:tree`) and runs
# it as an unprivileged user, since no Docker engine runs in CI.

FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
# `npm install`, not `npm ci`: see .ci/run (the lockfile holds only the Linux platform packages).
RUN npm install --no-audit --no-fund
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
RUN npm run container:tree -- /app

FROM node:20-bookworm-slim
# The memory settings npm start gives the web server (docs/deploy.md § Memory): give the
# container at least 1.5 GB.
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOST=0.0.0.0 \
    NODE_OPTIONS="--max-old-space-size=1024 --max-semi-space-size=32" \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app ./
RUN chown node:node media .data
USER node
VOLUME ["/app/media", "/app/.data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Stop with SIGTERM: requests in flight, the running job and mails being sent finish (≤ 10 s).
STOPSIGNAL SIGTERM
CMD ["node", "scripts/container-start.mjs"]

# The app's image: `docker build -t drum-returns .` (docker-compose.yml builds it once for every
# replica). Build stage: every package, the web app and the compiled server. Runtime stage: the
# production packages, dist/ and the migrations, run by a user without rights as the container's
# own process, so SIGTERM reaches the server and it drains (SHUTDOWN_DRAIN_MS) before it exits.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY db/migrations ./db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# The flags of scripts/serverFlags.mjs.
CMD ["node", "--max-semi-space-size=4", "dist/server/main.mjs"]

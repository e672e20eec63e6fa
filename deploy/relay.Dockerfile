# The WalletConnect relay (services/relay) for compose.yaml; build from the repository root:
#   docker build -f deploy/relay.Dockerfile -t foyer-relay .
# Not built on the machine this was written on (no Docker engine there): see docs/self-hosting.md.

# 1. The bundle: services/relay/dist/cli.js, one ESM file plain node runs (see api.Dockerfile).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --ignore-scripts --no-audit --no-fund && npx tsx scripts/buildServices.ts relay

# 2. The relay's production dependencies only.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY services/relay/package.json services/relay/
RUN npm install --omit=dev --workspace @foyer/relay --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production RELAY_PORT=8788
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
# "type": "module": node reads the bundle as ESM.
COPY services/relay/package.json ./services/relay/
COPY --from=build /app/services/relay/dist ./services/relay/dist
USER node
EXPOSE 8788
HEALTHCHECK --interval=5s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.RELAY_PORT||8788)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# With REDIS_URL set, instances share topics and mailboxes through Redis (docs/relay.md).
CMD ["sh", "-c", "exec node --enable-source-maps services/relay/dist/cli.js --port \"$RELAY_PORT\" --host 0.0.0.0"]

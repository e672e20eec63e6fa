# The WalletConnect relay (services/relay) for compose.yaml; build from the repository root:
#   docker build -f deploy/relay.Dockerfile -t foyer-relay .
# Not built on the machine this was written on (no Docker engine there): see docs/self-hosting.md.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
# Only the root manifests and the relay's: npm installs the relay's dependencies and nothing else.
COPY package.json package-lock.json ./
COPY services/relay/package.json services/relay/
RUN npm install --omit=dev --workspace @foyer/relay --no-audit --no-fund \
  && npm install --global --no-audit --no-fund tsx@4.23.15

FROM node:20-bookworm-slim
ENV NODE_ENV=production RELAY_PORT=8788
WORKDIR /app
COPY --from=deps /usr/local/lib/node_modules/tsx /usr/local/lib/node_modules/tsx
RUN ln -s ../lib/node_modules/tsx/dist/cli.mjs /usr/local/bin/tsx
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY services/relay ./services/relay
USER node
EXPOSE 8788
HEALTHCHECK --interval=5s --timeout=3s --start-period=15s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.RELAY_PORT||8788)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# With REDIS_URL set, instances share topics and mailboxes through Redis (docs/relay.md).
CMD ["sh", "-c", "exec tsx services/relay/src/cli.ts --port \"$RELAY_PORT\" --host 0.0.0.0"]

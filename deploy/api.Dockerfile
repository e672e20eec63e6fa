# The Foyer API (services/api) for compose.yaml; build from the repository root:
#   docker build -f deploy/api.Dockerfile -t foyer-api .
# Not built on the machine this was written on (no Docker engine there): see docs/self-hosting.md.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
# Only the manifests the API's install needs: the root (workspaces, lockfile), the API and the one workspace
# package it imports. Other workspaces are absent, so npm installs none of their dependencies.
COPY package.json package-lock.json ./
COPY packages/protocol/package.json packages/protocol/
COPY services/api/package.json services/api/
RUN npm install --omit=dev --workspace @foyer/api --no-audit --no-fund \
  && npm install --global --no-audit --no-fund tsx@4.23.15

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787
WORKDIR /app
# tsx runs the TypeScript sources (Node 20 cannot strip types), as `npm start` does.
COPY --from=deps /usr/local/lib/node_modules/tsx /usr/local/lib/node_modules/tsx
RUN ln -s ../lib/node_modules/tsx/dist/cli.mjs /usr/local/bin/tsx
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY packages/protocol ./packages/protocol
COPY services/api ./services/api
# The workspace link npm made points at packages/protocol, copied above.
USER node
EXPOSE 8787
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["tsx", "services/api/src/main.ts"]

# The Foyer API (services/api) for compose.yaml; build from the repository root:
#   docker build -f deploy/api.Dockerfile -t foyer-api .
# Not built on the machine this was written on (no Docker engine there): see docs/self-hosting.md.

# 1. The bundle: `npm run build:services` writes services/api/dist/main.js, one ESM file plain node runs, with
#    Foyer's own workspace packages inside. This stage needs the workspace's build tools (tsx, esbuild); install
#    scripts are skipped (none is needed to bundle). Only the bundle leaves it.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --ignore-scripts --no-audit --no-fund && npx tsx scripts/buildServices.ts api

# 2. The packages the bundle imports: the API's production dependencies only. Only the manifests the install
#    needs are copied (the root for workspaces and the lockfile, the API, the workspace package it imports), so
#    npm installs nothing for the other workspaces.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/protocol/package.json packages/protocol/
COPY services/api/package.json services/api/
RUN npm install --omit=dev --workspace @foyer/api --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8787
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY services/api/package.json ./services/api/
# Shipped beside the code and found from the package root: the migrations and the wallet dataset.
COPY services/api/drizzle ./services/api/drizzle
COPY services/api/data ./services/api/data
COPY --from=build /app/services/api/dist ./services/api/dist
USER node
EXPOSE 8787
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8787)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "services/api/dist/main.js"]

# syntax=docker/dockerfile:1
# SkyHire's production image: Node.js 24 LTS (docs/decisions/0001-node-24-lts.md), built in one
# stage and run from a small one that holds only the server bundle, its migrations, the built web
# app and production dependencies, as the unprivileged `node` user. See deploy/README.md.

# The workspaces' manifests alone, so dependency layers are cached until a lockfile changes.
FROM node:24-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM manifests AS dependencies
# The server's runtime packages and those of @skyhire/shared, whose source the bundle inlines
# (time zones, twilight, airports).
RUN npm ci --omit=dev --workspace=@skyhire/server --workspace=@skyhire/shared \
    --include-workspace-root=false --no-audit --no-fund \
  && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=5000 \
    DATA_DIR=/data \
    SEED_DEMO_DATA=false
WORKDIR /app
COPY --from=dependencies /app/node_modules ./node_modules
COPY --from=build /app/apps/server/package.json ./apps/server/package.json
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/server/drizzle ./apps/server/drizzle
COPY --from=build /app/apps/web/dist ./apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains connections and closes sockets with 1012 (src/shutdown.ts).
CMD ["node", "apps/server/dist/main.js"]

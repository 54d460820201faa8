# syntax=docker/dockerfile:1
# The job board's production image (docs/deploy.md; deploy/compose.yaml runs it). Every command
# below runs the same by hand in a clean checkout, and these are all of them, stage by stage:
#
#   build         npm ci --no-audit --no-fund
#                 npm run build                     -> dist/ (web app) and dist-server/ (server)
#   runtime-deps  npm ci --omit=dev --no-audit --no-fund   (package.json + package-lock.json only)
#   runtime       package.json, package-lock.json, node_modules/ (from runtime-deps), dist/ and
#                 dist-server/ (from build), then: NODE_ENV=production node dist-server/main.js
#
# Node 22 LTS. The tag follows 22's patch releases; for a build that never changes underneath,
# pin the digest: `docker buildx imagetools inspect node:22-bookworm-slim` prints it, then
#   docker build --build-arg NODE_IMAGE=node:22-bookworm-slim@sha256:<digest> -t jobboard:<version> .
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first: the install is cached until they change.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
# Uploads are staged here on their way to the file store (S3 in production); nothing else is
# written. The code itself stays root's: the server cannot change what it runs.
ENV DATA_DIR=/var/lib/jobboard
RUN mkdir -p /var/lib/jobboard && chown node:node /var/lib/jobboard
WORKDIR /app
COPY --from=runtime-deps /app/package.json /app/package-lock.json ./
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
# The official image's unprivileged user (uid 1000).
USER node
EXPOSE 3000
# Liveness only (/health answers on any host without touching the database); the balancer routes
# by /ready. Node itself asks: the slim image has no curl or wget.
HEALTHCHECK --interval=30s --timeout=5s --start-period=2m --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: node is the process that receives SIGTERM, and the server drains on it (/ready answers
# 503, requests in flight finish, the queue stops, then the database closes).
STOPSIGNAL SIGTERM
CMD ["node", "dist-server/main.js"]

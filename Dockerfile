# The Celeiro server with the built web app: `docker compose up` (compose.yaml) runs it on PostgreSQL with Mailpit.
# Stage 1 installs every package and builds the app (dist/) and the server (dist-server/); stage 2 keeps only the
# production packages (PGlite, jsdom and pg load from node_modules beside the bundle) and the two builds.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# The app is built with the /config.json credentials it sends: the server's CONFIG_USER and CONFIG_PASSWORD must match.
ARG VITE_CONFIG_USER=celeiro
ARG VITE_CONFIG_PASSWORD=celeiro
ENV VITE_CONFIG_USER=$VITE_CONFIG_USER VITE_CONFIG_PASSWORD=$VITE_CONFIG_PASSWORD
RUN npm run build && npm run build:server

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/app/.data
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-server ./dist-server
RUN mkdir -p /app/.data && chown -R node:node /app/.data
USER node
EXPOSE 8080
# Liveness: /health answers while the process runs (readiness, the database reachable, is /ready).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist-server/main.js"]

# The reference simulator as a container, serving on 9200 (for teams that do not use Node):
#   docker build -t es-conformance . && docker run --rm -p 127.0.0.1:9200:9200 es-conformance [--profile es8]
# State across restarts: docker run -v esdata:/data ... es-conformance --data /data   (/data belongs to the node user)
# Authentication: none by default (a test fake on a private port). When the port is reachable by others,
# give --auth user:password (and --viewer, --api-key); without any, it says so once at start.
# The build stage makes dist/serve.mjs, one self-contained file with no dependencies; the image is
# node:20-alpine and that file.
FROM node:20-alpine AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN node harness/build.js serve

FROM node:20-alpine
COPY --from=build /src/dist/serve.mjs /app/serve.mjs
# The journal's folder for --data: a volume the runtime user can write.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 9200
# Alive when GET / answers anything but a 5xx (401 with --auth is alive too).
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:9200/').then((r) => process.exit(r.status < 500 ? 0 : 1), () => process.exit(1))"]
# 0.0.0.0 inside the container so the published port reaches it; publish it on 127.0.0.1 unless others need it.
ENTRYPOINT ["node", "/app/serve.mjs", "--host", "0.0.0.0", "--port", "9200"]

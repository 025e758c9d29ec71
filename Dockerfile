# The reference simulator as a container, serving on 9200 (for teams that do not use Node):
#   docker build -t es-conformance . && docker run --rm -p 9200:9200 es-conformance [--profile es8]
# The build stage makes dist/serve.mjs, one self-contained file with no dependencies; the image is
# node:20-alpine and that file.
FROM node:20-alpine AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN node harness/build.js

FROM node:20-alpine
COPY --from=build /src/dist/serve.mjs /app/serve.mjs
USER node
EXPOSE 9200
# 0.0.0.0 so the published port reaches it; give --auth user:password when the port is not private.
ENTRYPOINT ["node", "/app/serve.mjs", "--host", "0.0.0.0", "--port", "9200"]

# Builds the pedbook binary and the web app into one small image.
FROM node:20-bookworm AS web
WORKDIR /src/frontend
COPY frontend/package*.json ./
RUN if [ -f package.json ]; then npm ci --no-audit --no-fund; fi
COPY frontend/ ./
RUN if [ -f package.json ]; then npm run build; else mkdir -p dist; fi

FROM golang:1.26-bookworm AS go
WORKDIR /src
COPY . .
RUN cd cmd/pedbook && CGO_ENABLED=0 go build -trimpath -o /out/pedbook .

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates && rm -rf /var/lib/apt/lists/*
COPY --from=go /out/pedbook /usr/local/bin/pedbook
COPY --from=web /src/frontend/dist /srv/web
ENV PEDBOOK_LISTEN=0.0.0.0:54321 PEDBOOK_WEB_DIR=/srv/web PEDBOOK_LOG_FORMAT=json
EXPOSE 54321
USER nobody
ENTRYPOINT ["pedbook"]
CMD ["serve"]

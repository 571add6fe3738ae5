# syntax=docker/dockerfile:1
#
# The Vecino server image: one static binary (the API and the web app it
# embeds), CA certificates for SMTP/S3/geocoder TLS, running as a non-root
# numeric user, data on the /data volume.
#
#   docker build -t vecino .
#   docker run -p 8080:8080 -v vecino-data:/data vecino            # SQLite, photos on /data
#   docker run --rm -it -v vecino-data:/data vecino user create --email you@city.gov --role owner
#
# The stages run the same commands as `make build`: npm ci and npm run build
# in web/, then CGO_ENABLED=0 go build -trimpath ./cmd/vecino, which embeds
# web/dist. deploy/compose.yaml runs several instances behind Caddy;
# deploy/README.md says how.

ARG GO_VERSION=1.26
ARG NODE_VERSION=20
ARG NPM_VERSION=11

# --- The web app: web/dist (app, prerendered pages, chunk plan) -------------
FROM node:${NODE_VERSION}-bookworm AS web
ARG NPM_VERSION
RUN npm install --global --no-audit --no-fund "npm@${NPM_VERSION}"
WORKDIR /src/web
COPY web/package.json web/package-lock.json web/.npmrc ./
RUN npm ci --no-audit --no-fund
COPY web/ ./
RUN npm run build

# --- The binary ---------------------------------------------------------------
FROM golang:${GO_VERSION}-bookworm AS server
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY cmd/ cmd/
COPY internal/ internal/
COPY web/web.go web/
COPY --from=web /src/web/dist/ web/dist/
RUN CGO_ENABLED=0 go build -trimpath -o /out/vecino ./cmd/vecino \
 && /out/vecino help >/dev/null \
 && mkdir -p /out/data /out/tmp \
 && chmod 0750 /out/data \
 && chmod 1777 /out/tmp

# --- The image: the binary, CA certificates, the licences ----------------------
FROM scratch
COPY --from=server /etc/ssl/certs/ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
COPY --from=server /out/tmp /tmp
COPY --from=server --chown=65532:65532 /out/data /data
COPY LICENSE THIRD_PARTY_NOTICES.md /usr/share/doc/vecino/
COPY --from=server /out/vecino /vecino

# Inside a container the loopback is unreachable from outside: listen on all
# addresses. The database and the photos (and the upload spool, which the
# server keeps on DATA_DIR even with STORAGE_URL) live on the /data volume.
# No time zone data is needed: times are stored and compared in UTC.
ENV LISTEN_ADDR=0.0.0.0:8080 \
    DATA_DIR=/data \
    DATABASE_URL=sqlite:/data/vecino.db

USER 65532:65532
WORKDIR /data
VOLUME ["/data"]
EXPOSE 8080
# The server finishes requests in flight for up to 25 s after SIGTERM: give
# `docker stop` (default 10 s) a longer --time, as deploy/compose.yaml does.
STOPSIGNAL SIGTERM
# No HEALTHCHECK: the image has no shell or HTTP client. Probe GET /readyz
# (readiness) and GET /healthz (liveness) from the proxy or the orchestrator.

LABEL org.opencontainers.image.title="Vecino" \
      org.opencontainers.image.description="Residents report street-safety problems and tenant-rights violations; city staff review them; approved reports go public on a map (English and Spanish)." \
      org.opencontainers.image.licenses="AGPL-3.0-or-later"

ENTRYPOINT ["/vecino"]
CMD ["serve"]

#!/bin/sh
# Throwaway certificates for the mock PSP tests (see ../NOTICE.md), written to the current folder;
# mock-psp.ts runs it once per test process in a temporary folder, so no key is committed.
set -e
days=36500
openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.pem -days $days -subj "/CN=Placar Test PSP CA"
openssl req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj "/CN=127.0.0.1"
printf 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n' > server.ext
openssl x509 -req -in server.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out server.pem -days $days -extfile server.ext
openssl req -newkey rsa:2048 -nodes -keyout client.key -out client.csr -subj "/CN=placar-operator"
printf 'extendedKeyUsage=clientAuth\n' > client.ext
openssl x509 -req -in client.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out client.pem -days $days -extfile client.ext
openssl req -x509 -newkey rsa:2048 -nodes -keyout rogue.key -out rogue.pem -days $days -subj "/CN=rogue"
rm -f server.csr client.csr server.ext client.ext ca.srl ca.key

// A tiny in-process SMTP server for browser tests: enough of RFC 5321 for a
// plain client (EHLO/HELO, MAIL FROM, RCPT TO, DATA … ".", RSET, NOOP, QUIT),
// no TLS, no auth. It keeps every message so a test can read the links the
// app sends.
import net from 'node:net';

const address = (line) => (line.match(/<([^>]*)>/) ?? [])[1] ?? line.split(':').slice(1).join(':').trim();

// decodeWords undoes RFC 2047 encoded words (=?UTF-8?q?…?= and =?UTF-8?b?…?=) in a header value.
function decodeWords(value) {
  // Space between two encoded words is not part of the text.
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([qQbB])\?([^?]*)\?=/g, (_, charset, enc, text) => {
    const bytes = enc.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (__, h) => String.fromCharCode(parseInt(h, 16))), 'latin1');
    return new TextDecoder(charset).decode(bytes);
  });
}

// decodeQP undoes quoted-printable (soft line breaks, =XX bytes) as UTF-8: the server sends it to a
// mail server without 8BITMIME, as this one is.
function decodeQP(text) {
  const bytes = Buffer.from(text.replace(/=\r?\n/g, ''), 'latin1').toString('latin1')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

// parse splits a message into lowercased headers (encoded words decoded) and the body (lines as sent, dot-stuffing undone).
function parse(envelope, lines) {
  const blank = lines.indexOf('');
  const headerLines = blank === -1 ? lines : lines.slice(0, blank);
  const headers = {};
  let last = null;
  for (const line of headerLines) {
    if (/^[ \t]/.test(line) && last) { headers[last] += ' ' + line.trim(); continue; }
    const colon = line.indexOf(':');
    if (colon > 0) { last = line.slice(0, colon).trim().toLowerCase(); headers[last] = line.slice(colon + 1).trim(); }
  }
  for (const k of Object.keys(headers)) headers[k] = decodeWords(headers[k]);
  let body = blank === -1 ? '' : lines.slice(blank + 1).join('\n');
  if (/content-transfer-encoding: quoted-printable/i.test(body)) body = decodeQP(body);
  return { from: envelope.from, to: envelope.to, headers, body };
}

export async function startSmtp() {
  const messages = [];
  const waiters = [];
  const sockets = new Set();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.setEncoding('utf8');
    const reply = (line) => socket.write(`${line}\r\n`);
    let buffer = '';
    let envelope = { from: null, to: [] };
    let data = null; // the DATA lines while a message is being received

    reply('220 vecino.test ESMTP test server');
    socket.on('data', (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            const message = parse(envelope, data);
            messages.push(message);
            for (const w of [...waiters]) if (w.match(message)) { waiters.splice(waiters.indexOf(w), 1); w.resolve(message); }
            data = null;
            envelope = { from: null, to: [] };
            reply('250 OK: queued');
          } else {
            data.push(line.startsWith('..') ? line.slice(1) : line);
          }
          continue;
        }
        const verb = line.split(' ')[0].toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 vecino.test');
        else if (verb === 'MAIL') { envelope = { from: address(line), to: [] }; reply('250 OK'); }
        else if (verb === 'RCPT') { envelope.to.push(address(line)); reply('250 OK'); }
        else if (verb === 'DATA') {
          if (envelope.to.length === 0) reply('503 RCPT first');
          else { data = []; reply('354 End data with <CR><LF>.<CR><LF>'); }
        } else if (verb === 'RSET') { envelope = { from: null, to: [] }; reply('250 OK'); }
        else if (verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') { reply('221 Bye'); socket.end(); }
        else reply('502 Command not implemented');
      }
    });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });

  return {
    port: server.address().port,
    messages,
    // waitForMessage resolves with the first message (already received or to come) that match accepts.
    waitForMessage(match, timeoutMs = 15_000) {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const i = waiters.indexOf(waiter);
          if (i !== -1) { waiters.splice(i, 1); reject(new Error(`no matching email within ${timeoutMs} ms; got ${messages.length}`)); }
        }, timeoutMs).unref();
      });
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * The developers' page's webhook receiver, in Node.js. tests/api/webhooks.test.ts
 * takes `verifyPonteSignature` out of this text and checks it against real
 * deliveries, so the page cannot teach a check that fails.
 */
export const WEBHOOK_RECEIVER_EXAMPLE = `import crypto from "node:crypto";
import http from "node:http";

const SECRET = process.env.PONTE_WEBHOOK_SECRET; // whsec_…, shown once when the endpoint was registered
const TOLERANCE_SECONDS = 300;

function verifyPonteSignature(header, rawBody, secret, nowSeconds = Date.now() / 1000) {
  const parts = Object.fromEntries(String(header ?? "").split(",").map((p) => p.split("=", 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > TOLERANCE_SECONDS) return false;
  const expected = crypto.createHmac("sha256", secret).update(\`\${t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? "", "hex");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

const handled = new Set(); // keep these in your database

http
  .createServer((req, res) => {
    let rawBody = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (rawBody += chunk));
    req.on("end", () => {
      if (!verifyPonteSignature(req.headers["ponte-signature"], rawBody, SECRET)) {
        res.writeHead(400).end();
        return;
      }
      res.writeHead(204).end(); // answer within 10 s, work afterwards
      const event = JSON.parse(rawBody);
      if (handled.has(event.id)) return; // a retry or resend of an event already handled
      handled.add(event.id);
      console.log(event.type, event.data.id, event.data.title);
    });
  })
  .listen(8080);
`;

/** What one delivery's body looks like. */
export const WEBHOOK_PAYLOAD_SAMPLE = `{
  "id": "5b1f0c3e-8a52-4a55-9d8e-2f6c1f7a9b10",
  "type": "opportunity.published",
  "createdAt": "2026-11-24T09:30:00.000Z",
  "data": {
    "id": "T3Bwb3J0dW5pdHk6M2Y2YjU2ZGEtMDk3Ni00YjBmLWE3YjEtNGNmZDk3YjI2ZDQx",
    "title": "Bolsa de estudos em Windhoek",
    "description": "…",
    "country": "NA",
    "sector": "EDUCATION",
    "type": "EDUCATION",
    "organization": "Universidade da Namíbia",
    "location": "Windhoek",
    "budget": 12000,
    "currency": "USD",
    "deadline": "2027-01-31",
    "requirements": ["…"],
    "status": "ACTIVE",
    "featured": false,
    "imageUrl": null,
    "createdAt": "2026-11-24T09:30:00.000Z",
    "updatedAt": "2026-11-24T09:30:00.000Z"
  }
}`;

// When this process last wrote webhook deliveries. The worker polls the outbox every
// second only for a while after such a write (the write is in a transaction that commits a
// moment later) and when a retry falls due; otherwise it stays off the database but for a slow
// safety poll, so an app without webhooks costs nothing.
let lastWriteAt = 0;

export function noteWebhookWrite(): void {
  lastWriteAt = Date.now();
}

export function lastWebhookWriteAt(): number {
  return lastWriteAt;
}

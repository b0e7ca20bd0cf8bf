// Hosts' replies to our notices come in here: an SMTP listener of our own, or a mailbox polled over
// IMAP at a mail provider. Both hand each mail to core's receiveReply (wired in runtime.ts).
export { INBOUND_MAIL_MAX_BYTES, type InboundMailListener, type InboundMailOptions, startInboundMail } from "./start-inbound-mail";
export { type ImapMailboxOptions, type ImapPoller, startImapPolling } from "./poll-imap-mailbox";

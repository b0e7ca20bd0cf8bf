export * from "./debug-logs/record-crash";
export * from "./errors/app-error";
export * from "./mail/mailer";
export * from "./notifications/notifications";
export * from "./profiles/ensure-profile";
export * from "./profiles/get-account-overview";
export * from "./profiles/record-login";
export * from "./storage/file-storage";

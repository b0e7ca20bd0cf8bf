// Privacy (issue 19): data export and account deletion.
export * from "./account-deletion";
export * from "./data-export";
export * from "./erase-account";
export * from "./personal-data";
export * from "./privacy-jobs";
export * from "./privacy-services";
export * from "./read-personal-data";
export * from "./read-privacy-overview";

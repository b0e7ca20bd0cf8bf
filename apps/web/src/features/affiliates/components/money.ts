// Amounts in cents shown in the reader's language and the programme's currency.
export const formatMoney = (cents: number, currency: string, language: string) => new Intl.NumberFormat(language, { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

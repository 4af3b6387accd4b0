/** Currency codes an owner may write an amount in: "USD 95,000", "350 NZD". */
const CODES = "USD|EUR|GBP|AUD|CAD|NZD|INR|CHF|SEK|NOK|DKK|PLN|ZAR|NGN|KES|BRL|JPY|SGD|UYU|MXN|ARS";

/** An amount of money as the content writes it: "$900", "USD 95,000", "120 €", "85k EUR". */
export const AMOUNT = `(?:[$€£¥₹]\\s?\\d[\\d,.]*k?|\\b(?:${CODES})\\s?\\d[\\d,.]*k?|\\b\\d[\\d,.]*\\s?k?\\s?(?:[$€£¥₹]|${CODES})\\b)`;

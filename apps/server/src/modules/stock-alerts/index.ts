/** The back-in-stock alerts' public face (decision 023): the minute sweep's sending of alerts for plants in stock again. */
export { sendStockAlerts } from './send-stock-alerts.ts';
export { sendLowStockAlerts } from './send-low-stock-alerts.ts';

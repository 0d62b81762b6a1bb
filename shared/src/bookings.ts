// Payload schemas of the bookings feature, shared by the API (validation, OpenAPI) and the web app.
export {};

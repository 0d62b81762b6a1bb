// Payload schemas of the admin feature, shared by the API (validation, OpenAPI) and the web app.
export {};

// Payload schemas of the auth feature, shared by the API (validation, OpenAPI) and the web app.
export {};

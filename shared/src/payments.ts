// Payload schemas of the payments feature, shared by the API (validation, OpenAPI) and the web app.
export {};

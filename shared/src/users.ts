// Payload schemas of the users feature, shared by the API (validation, OpenAPI) and the web app.
export {};

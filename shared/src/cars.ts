// Payload schemas of the cars feature, shared by the API (validation, OpenAPI) and the web app.
export {};

// Payload schemas of the services feature, shared by the API (validation, OpenAPI) and the web app.
export {};

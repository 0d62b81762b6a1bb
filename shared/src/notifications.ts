// Payload schemas of the notifications feature, shared by the API (validation, OpenAPI) and the web app.
export {};

/**
 * How much one import may hold (docs/import.md#limits). The file travels base64-encoded in the JSON body (4 bytes
 * for every 3), and a request body is at most the API runtime's 1 MB (functions/local/http-server.ts; API Gateway
 * and Lambda allow more, 10 MB and 6 MB): 700 KB of file is 933 KB of base64, which leaves room for the rest of
 * the body. 5,000 rows of families take about 450 KB as CSV.
 */
export const maxImportRows = 5000;
export const maxImportFileBytes = 700 * 1024;
export const importBodyBytes = 1000 * 1024;
/** A cell longer than this is no name, email or subject list: the row is refused rather than stored. */
export const maxImportCellLength = 500;

// '@insp/ui/reports': report jobs of the module services (request, follow, download) and their
// progress list. A separate entry: only the screens with a 'Generar' button download it.
export { dispositionFileName, downloadDocument, saveBlob } from './download.ts';
export { ReportProgress, type ReportProgressProps } from './ReportProgress.tsx';
export { REPORT_POLL_MS, type ReportJob, type ReportJobOptions, type ReportRequest, useReportJob } from './useReportJob.ts';

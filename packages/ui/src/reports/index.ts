// '@insp/ui/reports': report jobs of the module services (request, follow, download) and their
// progress list. A separate entry: only the screens with a 'Generar' button download it.
export { useReportJob, REPORT_POLL_MS, type ReportJob, type ReportJobOptions, type ReportRequest } from './useReportJob.ts';
export { ReportProgress, type ReportProgressProps } from './ReportProgress.tsx';
export { downloadDocument, dispositionFileName, saveBlob } from './download.ts';

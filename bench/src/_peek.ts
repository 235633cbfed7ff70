import { mongo } from 'mongoose';
const c = new mongo.MongoClient(process.argv[2]!); await c.connect();
for (const db of (await c.db().admin().listDatabases()).databases.map(d=>d.name).filter(n=>n.endsWith('_docs'))) {
  const r = await c.db(db).collection('reportes').find({}, { projection: { kind: 1, state: 1, createdAt: 1, finishedAt: 1, error: 1, 'progress.items.state': 1 } }).toArray();
  for (const x of r) console.log(JSON.stringify(x));
}
await c.close();

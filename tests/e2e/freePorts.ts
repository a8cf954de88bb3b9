import { execFileSync } from "node:child_process";

/**
 * Free loopback ports for a test run, found synchronously (a Playwright config is evaluated
 * before anything can be awaited) and held open together while they are picked, so that
 * several ports asked for at once differ.
 */
export function freeLoopbackPorts(count: number): string[] {
  const script = `const n=require('net');const held=[];const next=()=>{if(held.length===${count}){console.log(held.map((s)=>s.address().port).join(' '));held.forEach((s)=>s.close());return}const s=n.createServer();held.push(s);s.listen(0,'127.0.0.1',next)};next()`;
  return execFileSync(process.execPath, ["-e", script]).toString().trim().split(" ");
}

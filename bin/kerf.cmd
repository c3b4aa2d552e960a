@echo off
rem Kerf for Windows GUIs (Arena, Cute Chess, BanksiaGUI): register this file as the engine.
rem It runs Node.js on the bundled engine beside it; run "npm run build" once first.
node "%~dp0kerf" %*
